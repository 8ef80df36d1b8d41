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

// Schedule centre (issue 11)

// Online send (issue 12)

// Personal centre (issue 13)

// Account security and privacy (issue 14)

// Search, robots, study centre (issue 15)
export * from './search'
export * from './robot'
export * from './study'

// Division workbench (issue 16)
export * from './division'
