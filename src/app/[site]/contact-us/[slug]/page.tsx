export { default, generateMetadata } from "../../locations/[slug]/page";
