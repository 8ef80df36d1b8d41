/** Enter and Space press a focused `role="button"` View in H5; nothing in the mini-program. */
export declare function pressButtonsWithKeys(): () => void
