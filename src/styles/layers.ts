/** Stacking layers (spec §9), for inline `zIndex`; defined once in lib/layers. `layers.scss` mirrors them for stylesheets. */
export { Z_INDEX as LAYERS, OVERLAY_OPACITY } from '@/lib/layers'
