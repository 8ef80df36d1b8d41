/** Loaded for its effect: the mini-program's templates and runtime pass aria-role / aria-label / states to WeChat. */
export {}
