import { API_CONTRACT } from "@nivelia/domain/api";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

export function useVerifyTechnology() {
  return useMutation({
    mutationKey: ["verify-technology"],
    mutationFn: (technology: string) => api.call(API_CONTRACT.verifyTechnology, { body: { technology } }),
  });
}
