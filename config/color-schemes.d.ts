/** See color-schemes.js. */
export declare function colorSchemeProperties(): { light: Record<string, string>; dark: Record<string, string> }
export declare function colorSchemesModule(): string
