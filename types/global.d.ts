/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.gif'
declare module '*.jpg'
declare module '*.jpeg'
declare module '*.svg'
declare module '*.css'
declare module '*.scss'

/** Deployment values injected at build time (config/index.ts `defineConstants`). */
declare const PORTAL_ENV: Record<string, string>

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'h5'
    NODE_ENV: 'development' | 'production' | 'test'
  }
}
