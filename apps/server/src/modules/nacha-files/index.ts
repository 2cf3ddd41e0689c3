/** NACHA files the product originates: their origin, file ID modifiers and trace numbers. */
export { loadNachaOrigin, originateNachaFile, type NachaOrigin } from './originate-file';
