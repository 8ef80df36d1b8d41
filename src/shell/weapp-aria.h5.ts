// H5 renders View and Image as plain elements that take role and aria-* themselves (config/h5-components): nothing to add.
export {}
