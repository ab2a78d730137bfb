//! English wording of the `pairing` layer's data.
