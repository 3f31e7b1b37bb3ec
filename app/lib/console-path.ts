/** The console's addresses and answers, as the pages use them (the rule itself is domain/console/console-path.ts, which the server reads too). */
export {
  CONSOLE_CACHE_CONTROL,
  CONSOLE_ROBOTS,
  isConsolePath,
} from "../../domain/console/console-path";
