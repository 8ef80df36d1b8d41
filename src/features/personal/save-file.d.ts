/** Contract of `save-file.h5.ts` / `save-file.weapp.ts`: hands a text file (JSON) to the user. */
export declare function saveTextFile(fileName: string, text: string): Promise<void>
