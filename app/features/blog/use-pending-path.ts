import { useLocation, useNavigation } from "react-router";

/** True while the router loads another page under `prefix` (another post from a post, say). */
export function usePendingPath(prefix: string): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  const next = navigation.location?.pathname;
  return navigation.state === "loading" && !!next && next.startsWith(prefix) && next !== location.pathname;
}
