import { redirect } from "react-router";

/**
 * An article that is not in the build has no data file, so loading it fails: send the visitor to
 * the article's library instead (with history replace, as a redirect from a loader does).
 */
export async function loadOrLibrary<T>(
  serverLoader: () => Promise<T>,
  library: "/guides" | "/scenarios",
): Promise<T> {
  try {
    return await serverLoader();
  } catch {
    throw redirect(library);
  }
}
