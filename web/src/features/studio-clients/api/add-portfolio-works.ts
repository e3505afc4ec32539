import { CLIENT_CALLABLES, type AddPortfolioWorksRequest, type AddPortfolioWorksResult } from "@folio/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "@/lib/firebase/functions";

/**
 * Copies portfolio works into a set of the gallery on the server (their files included). Works
 * without uploaded files (the demo's, or ones never uploaded) come back in `skipped`.
 */
export async function addPortfolioWorks(request: AddPortfolioWorksRequest): Promise<AddPortfolioWorksResult> {
  return call<AddPortfolioWorksRequest, AddPortfolioWorksResult>(CLIENT_CALLABLES.addPortfolioWorks, request);
}

export function useAddPortfolioWorks() {
  return useMutation({ mutationFn: addPortfolioWorks });
}
