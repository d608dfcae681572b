import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

/** A technology the API recognised (section 3.4). */
export interface TechnologyCheckResult {
  technology: string;
  family: string;
  relatedTechs: string[];
  possibleStacks: string[];
}

export function useVerifyTechnology() {
  return useMutation({
    mutationKey: ["verify-technology"],
    mutationFn: (technology: string) => api.post<TechnologyCheckResult>("/verify-technology", { technology }),
  });
}
