export { Button } from "./button";
