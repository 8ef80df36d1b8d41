// `react-dom` in the mini-program's Preact build. preact/compat says it is React 18 (`version` 18.3.1), so
// Taro's runtime mounts the app with `ReactDOM.createRoot`, which Preact keeps in preact/compat/client.
import ReactDOM from 'preact/compat'
import { createRoot } from 'preact/compat/client'

export * from 'preact/compat'
export { createRoot }
export default Object.assign({}, ReactDOM, { createRoot })
