export * from './accounts'
export * from './sign-on'
export * from './portal-config'
export * from './cms'
