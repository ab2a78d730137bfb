//! English wording of the `trf` layer's data.
