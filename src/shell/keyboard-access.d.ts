/** Keyboard access in H5 (Enter and Space press tappable Views; scrolling boxes take focus; dialogs hold and return it); nothing in the mini-program. */
export declare function startKeyboardAccess(): () => void
