import { toast, toastSeenOnly } from '../../../lib/toast';

/** What `useFieldErrors().placeServerError` answers: the full message and the field it names. */
type PlaceServerError = (
  error: unknown,
  fallback: string,
) => { message: string; field: string | null };

/**
 * The callbacks of a board form's mutation: the server's message in a toast on success, then
 * `onSaved`; a failure under the field it names (the toast is then only seen, since the field's
 * alert already speaks) or else in an error toast.
 */
export function saveFeedback<R extends { message: string }>(
  placeServerError: PlaceServerError,
  fallback: string,
  onSaved: (response: R) => void,
) {
  return {
    onSuccess: (response: R) => {
      toast.success(response.message);
      onSaved(response);
    },
    onError: (failure: unknown) => {
      const { message, field } = placeServerError(failure, fallback);
      if (field) toastSeenOnly(message);
      else toast.error(message);
    },
  };
}
