// Unknown paths under this area answer 404 with its not-found page, in the dashboard's shell.
export { MissingPage as default } from "../../../_components/missing-page";
