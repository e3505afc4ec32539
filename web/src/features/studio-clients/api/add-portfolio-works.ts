import { CLIENT_CALLABLES, type AddPortfolioWorksRequest } from "@folio/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "@/lib/firebase/functions";

/** Copies portfolio works into a set of the gallery on the server (their files included). */
export async function addPortfolioWorks(request: AddPortfolioWorksRequest): Promise<void> {
  await call<AddPortfolioWorksRequest, unknown>(CLIENT_CALLABLES.addPortfolioWorks, request);
}

export function useAddPortfolioWorks() {
  return useMutation({ mutationFn: addPortfolioWorks });
}
