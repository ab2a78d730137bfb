//! English wording of the `teach` layer's data.
