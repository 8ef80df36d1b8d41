// Checks of the compiled mini-program (dist/) run after `npm run build:weapp`.
module.exports = {
  rootDir: '../..',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/test/build'],
  testMatch: ['**/*.test.js'],
  transform: {},
  testTimeout: 60000,
}
