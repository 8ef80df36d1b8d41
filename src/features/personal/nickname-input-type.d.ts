/**
 * Contract of `nickname-input-type.h5.ts` / `nickname-input-type.weapp.ts`: the input type of the 昵称 field.
 * The mini-program uses WeChat's nickname keyboard (`type="nickname"`, which offers the WeChat nickname and
 * checks what is typed); H5 a plain text input.
 */
export declare const NICKNAME_INPUT_TYPE: 'nickname' | 'text'
