// Stands in for polyfills the supported browsers do not need (fetch, AbortController: iOS Safari ≥ 13, Chrome ≥ 80, WeChat).
module.exports = {}
