//! A `.zip` holding one file (how FIDE publishes each list), inflated as
//! its bytes arrive: the first entry's local file header (APPNOTE.TXT
//! 4.3.7), then its data, stored (method 0) or deflated (method 8, inflated
//! by `miniz_oxide`); what follows the first entry (more entries, the
//! central directory) is not read.

use miniz_oxide::inflate::stream::{inflate, InflateState};
use miniz_oxide::{DataFormat, MZError, MZFlush, MZStatus};

/// The local file header's signature, `PK\x03\x04`.
pub const LOCAL_HEADER: [u8; 4] = *b"PK\x03\x04";
/// The fixed part of a local file header.
const HEADER_BYTES: usize = 30;
/// Output chunk of the inflater.
const OUT_BYTES: usize = 1 << 16;

/// Why a zip's first file cannot be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ZipError {
    /// The bytes do not start with a local file header.
    NotAZip,
    /// The entry is encrypted (general purpose flag bit 0).
    Encrypted,
    /// A compression method other than stored (0) and deflated (8).
    Method(u16),
    /// A stored entry whose size is only given after its data.
    StoredSizeUnknown,
    /// The deflated data is damaged.
    Damaged,
    /// The file ended inside the entry.
    Truncated,
}

enum State {
    /// Collecting the local header (fixed part, then name and extra field).
    Header(Vec<u8>),
    Deflated(Box<InflateState>),
    Stored {
        left: u64,
    },
    Done,
}

/// The first entry of a zip, unpacked as bytes are pushed.
pub struct Unzip {
    state: State,
    out: Vec<u8>,
}

impl Default for Unzip {
    fn default() -> Self {
        Unzip {
            state: State::Header(Vec::new()),
            out: vec![0; OUT_BYTES],
        }
    }
}

fn u16_at(b: &[u8], i: usize) -> u16 {
    u16::from_le_bytes([b[i], b[i + 1]])
}

fn u32_at(b: &[u8], i: usize) -> u32 {
    u32::from_le_bytes([b[i], b[i + 1], b[i + 2], b[i + 3]])
}

/// The stored entry's size in a Zip64 extended information field (4.5.3),
/// when the header's 32-bit size is `0xFFFFFFFF`.
fn zip64_size(extra: &[u8]) -> Option<u64> {
    let mut rest = extra;
    while rest.len() >= 4 {
        let id = u16_at(rest, 0);
        let len = u16_at(rest, 2) as usize;
        let body = rest.get(4..4 + len)?;
        if id == 0x0001 && body.len() >= 16 {
            // Original size, then compressed size.
            let b = &body[8..16];
            return Some(u64::from_le_bytes([
                b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7],
            ]));
        }
        rest = &rest[4 + len..];
    }
    None
}

impl Unzip {
    /// Takes the next bytes of the zip; the unpacked bytes go to `sink`.
    pub fn push(&mut self, mut input: &[u8], sink: &mut dyn FnMut(&[u8])) -> Result<(), ZipError> {
        while !input.is_empty() {
            match &mut self.state {
                State::Done => return Ok(()),
                State::Header(buf) => {
                    let need = if buf.len() < HEADER_BYTES {
                        HEADER_BYTES
                    } else {
                        HEADER_BYTES + u16_at(buf, 26) as usize + u16_at(buf, 28) as usize
                    };
                    let take = (need - buf.len()).min(input.len());
                    buf.extend_from_slice(&input[..take]);
                    input = &input[take..];
                    if buf.len() >= 4 && buf[..4] != LOCAL_HEADER {
                        return Err(ZipError::NotAZip);
                    }
                    let full = buf.len() >= HEADER_BYTES
                        && buf.len()
                            == HEADER_BYTES + u16_at(buf, 26) as usize + u16_at(buf, 28) as usize;
                    if full {
                        self.state = Self::start(buf)?;
                    }
                }
                State::Stored { left } => {
                    let take = (*left).min(input.len() as u64) as usize;
                    sink(&input[..take]);
                    input = &input[take..];
                    *left -= take as u64;
                    if *left == 0 {
                        self.state = State::Done;
                    }
                }
                State::Deflated(inflater) => {
                    let r = inflate(inflater, input, &mut self.out, MZFlush::None);
                    sink(&self.out[..r.bytes_written]);
                    input = &input[r.bytes_consumed..];
                    match r.status {
                        Ok(MZStatus::StreamEnd) => self.state = State::Done,
                        Ok(_) => {}
                        Err(MZError::Buf) if r.bytes_consumed == 0 && r.bytes_written == 0 => {
                            return Ok(())
                        }
                        Err(MZError::Buf) => {}
                        Err(_) => return Err(ZipError::Damaged),
                    }
                }
            }
        }
        // Output the inflater still holds for the input it has taken.
        if let State::Deflated(inflater) = &mut self.state {
            loop {
                let r = inflate(inflater, &[], &mut self.out, MZFlush::None);
                sink(&self.out[..r.bytes_written]);
                match r.status {
                    Ok(MZStatus::StreamEnd) => {
                        self.state = State::Done;
                        break;
                    }
                    Ok(_) if r.bytes_written > 0 => {}
                    Ok(_) | Err(MZError::Buf) => break,
                    Err(_) => return Err(ZipError::Damaged),
                }
            }
        }
        Ok(())
    }

    /// The state after a complete local header.
    fn start(h: &[u8]) -> Result<State, ZipError> {
        let flags = u16_at(h, 6);
        let method = u16_at(h, 8);
        if flags & 1 != 0 {
            return Err(ZipError::Encrypted);
        }
        match method {
            8 => Ok(State::Deflated(InflateState::new_boxed(DataFormat::Raw))),
            0 => {
                let size = u32_at(h, 18);
                let extra = &h[HEADER_BYTES + u16_at(h, 26) as usize..];
                let size = if size == u32::MAX {
                    zip64_size(extra).ok_or(ZipError::StoredSizeUnknown)?
                } else {
                    size as u64
                };
                if flags & 8 != 0 && size == 0 {
                    return Err(ZipError::StoredSizeUnknown);
                }
                Ok(if size == 0 {
                    State::Done
                } else {
                    State::Stored { left: size }
                })
            }
            m => Err(ZipError::Method(m)),
        }
    }

    /// At the end of the file: was the whole entry read?
    pub fn finish(&self) -> Result<(), ZipError> {
        match self.state {
            State::Done => Ok(()),
            State::Header(ref b) if b.len() < 4 => Err(ZipError::NotAZip),
            _ => Err(ZipError::Truncated),
        }
    }
}

/// Test and tool builds: a zip of one file, stored or deflated, as FIDE's
/// are (local header, data, central directory, end record; CRC-32 written).
#[cfg(any(test, not(target_arch = "wasm32")))]
pub fn write_zip(name: &str, data: &[u8], deflate: bool) -> Vec<u8> {
    let body = if deflate {
        miniz_oxide::deflate::compress_to_vec(data, 6)
    } else {
        data.to_vec()
    };
    let crc = crc32(data);
    let method: u16 = if deflate { 8 } else { 0 };
    let mut out = Vec::new();
    let header = |out: &mut Vec<u8>, central: bool| {
        out.extend_from_slice(if central {
            b"PK\x01\x02"
        } else {
            &LOCAL_HEADER
        });
        if central {
            out.extend_from_slice(&20u16.to_le_bytes());
        }
        out.extend_from_slice(&20u16.to_le_bytes());
        out.extend_from_slice(&0u16.to_le_bytes());
        out.extend_from_slice(&method.to_le_bytes());
        out.extend_from_slice(&[0, 0, 0x21, 0]);
        out.extend_from_slice(&crc.to_le_bytes());
        out.extend_from_slice(&(body.len() as u32).to_le_bytes());
        out.extend_from_slice(&(data.len() as u32).to_le_bytes());
        out.extend_from_slice(&(name.len() as u16).to_le_bytes());
        out.extend_from_slice(&0u16.to_le_bytes());
        if central {
            // Comment length, disk, internal and external attributes, offset 0.
            out.extend_from_slice(&[0; 14]);
        }
        out.extend_from_slice(name.as_bytes());
    };
    header(&mut out, false);
    out.extend_from_slice(&body);
    let central_at = out.len();
    header(&mut out, true);
    let central_len = out.len() - central_at;
    out.extend_from_slice(b"PK\x05\x06");
    out.extend_from_slice(&[0, 0, 0, 0, 1, 0, 1, 0]);
    out.extend_from_slice(&(central_len as u32).to_le_bytes());
    out.extend_from_slice(&(central_at as u32).to_le_bytes());
    out.extend_from_slice(&[0, 0]);
    out
}

#[cfg(any(test, not(target_arch = "wasm32")))]
fn crc32(data: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in data {
        crc ^= b as u32;
        for _ in 0..8 {
            crc = if crc & 1 != 0 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unzip_in_chunks(zip: &[u8], chunk: usize) -> Result<Vec<u8>, ZipError> {
        let mut u = Unzip::default();
        let mut out = Vec::new();
        for c in zip.chunks(chunk) {
            u.push(c, &mut |b| out.extend_from_slice(b))?;
        }
        u.finish()?;
        Ok(out)
    }

    #[test]
    fn stored_and_deflated_entries_unpack_in_any_chunking() {
        let data: Vec<u8> = (0..200_000u32)
            .flat_map(|i| (i % 251).to_le_bytes())
            .collect();
        for deflate in [false, true] {
            let zip = write_zip("list.txt", &data, deflate);
            for chunk in [1, 7, 4096, zip.len()] {
                assert_eq!(unzip_in_chunks(&zip, chunk).as_deref(), Ok(&data[..]));
            }
        }
    }

    #[test]
    fn crc32_of_a_known_text() {
        // The check value of CRC-32/ISO-HDLC.
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    }

    #[test]
    fn damage_is_reported() {
        let data = b"ID Number Name\n".repeat(1000);
        let zip = write_zip("x.txt", &data, true);
        assert_eq!(
            unzip_in_chunks(&zip[..zip.len() / 3], 100),
            Err(ZipError::Truncated)
        );
        assert_eq!(
            unzip_in_chunks(b"PK\x05\x06 not a local header....", 5),
            Err(ZipError::NotAZip)
        );
        let mut odd = zip.clone();
        odd[8] = 12; // bzip2
        assert_eq!(unzip_in_chunks(&odd, 64), Err(ZipError::Method(12)));
        let mut locked = zip;
        locked[6] = 1;
        assert_eq!(unzip_in_chunks(&locked, 64), Err(ZipError::Encrypted));
    }
}
