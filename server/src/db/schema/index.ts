export * from './organisation'
export * from './accounts'
export * from './sign-on'
export * from './portal-config'
export * from './cms'
export * from './message-center'
export * from './workflow'
export * from './files'

// Slices add their schema files below, one line each, under their own heading (keeps parallel merges clean).
// Service centre (issue 10)
export * from './services'

// Schedule centre (issue 11)
export * from './schedule'
export * from './push'

// Online send (issue 12)
export * from './online-send'

// Personal centre (issue 13)
export * from './personal'

// Account security and privacy (issue 14)
export * from './account-security'

// Search, robots, study centre (issue 15)
export * from './search'
export * from './robot'
export * from './study'

// Division workbench (issue 16)
export * from './division'
export * from './division-schedule'

// Operator console (issue 33)
export * from './admin'
export * from './config-versions'

// School directory sync (issue 34)
export * from './directory'

// Statistics (issue 36)
export * from './statistics'
