import { ConsoleHomePage } from "@/console/home-page";

/** The console's home: the signed-in member's sites (sign-in first for anyone else). */
export default function ConsoleHome() {
  return <ConsoleHomePage />;
}
