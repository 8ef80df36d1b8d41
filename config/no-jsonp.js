// Taro.request's JSONP transport (the `jsonp-retry` package) for H5. The portal never asks for JSONP, and its
// Content-Security-Policy (script-src 'self' and one hash) would refuse the remote script a JSONP call adds, so
// a call that sets `jsonp` fails with this reason instead of carrying the package in the first script.
export default function jsonpUnsupported(url) {
  return Promise.reject(new Error(`JSONP is not supported (Content-Security-Policy): ${url}`))
}
