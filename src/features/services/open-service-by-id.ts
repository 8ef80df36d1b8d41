/** The mini-program opens services with the checks in its own package (the H5 twin loads them on demand). */
export { openServiceById } from './open-service'
