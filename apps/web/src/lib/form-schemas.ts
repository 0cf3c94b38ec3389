/**
 * The schemas of the forms on pages that otherwise load no Zod (a board, a post, a new post, a
 * profile, a review, a report, the quiz, the settings, the password pages, the admins' products,
 * quiz bank and moderation desks), imported when a form is first used (`load-form-schemas.ts`),
 * so that Zod loads with a form's first use rather than with its page (issue 12). A module of its
 * own, not the contract's index: a dynamic import of the index would make every contract module,
 * and Zod, one chunk with what the entry reads.
 */
export {
  BioBody,
  ChangePasswordBody,
  CreateCommentBody,
  CreatePostBody,
  CreateProductBody,
  CreateReportBody,
  DeleteAccountBody,
  DismissReportBody,
  ForgotPasswordBody,
  Password,
  ProfileUpdateBody,
  QuizImportBody,
  QuizQuery,
  QuizQuestionBody,
  RemoveContentBody,
  SaveReviewBody,
  SuspendUserBody,
  UnsuspendUserBody,
  UpdateCommentBody,
  UpdatePostBody,
} from '@one-world/contract';
