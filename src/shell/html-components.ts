// The mini-program draws its own components: nothing to style here (the H5 twin is `.h5.ts`).
export {}
