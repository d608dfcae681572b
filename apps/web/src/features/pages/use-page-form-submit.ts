import type { FormType, ToastMessage } from "@nivelia/domain/forms";
import { PAGE_FORM_TOASTS } from "@nivelia/domain/forms";
import { showToast } from "../forms/show-toast";
import { useSendFormEmail } from "../forms/use-send-form-email";

/** Sends a content page's form through the API and tells the visitor how it went; resolves true when sent. */
function usePageFormSubmit(formType: FormType, success: ToastMessage) {
  const send = useSendFormEmail(formType);
  const submit = async (formData: Record<string, unknown>, userEmail: string): Promise<boolean> => {
    try {
      await send.mutateAsync({ formData, userEmail });
      showToast(success);
      return true;
    } catch (error) {
      console.warn(`El formulario '${formType}' no se ha podido enviar`, error);
      showToast(PAGE_FORM_TOASTS.failure);
      return false;
    }
  };
  return { submit, pending: send.isPending };
}

export { usePageFormSubmit };
