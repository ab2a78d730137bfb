//! English wording of the `model` layer's data.
