// The base styles of View, Text and Image, which the H5 build draws as plain elements (config/h5-components/html.js).
import '../styles/html-components.css'
