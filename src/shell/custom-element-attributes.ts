/** The mini-program renders no custom elements: nothing to keep in step (the H5 twin is `.h5.ts`). */
export function keepCustomElementAttributes(): void {}
