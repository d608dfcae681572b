export { BRAND, type Brand } from "./brand";
