// Every text a visitor or staff member reads as a status, a validation problem or an error, in one table
// (docs/product.md, "Messages"). The server's answers and the browser's forms read the same entries, so a
// form shows exactly what the API would say.
import { ADMIN_PASSWORD_MIN_LOGIN, ADMIN_PASSWORD_MIN_SET } from './constants';

export const MESSAGES = {
  // Validation: the same words from a form in the browser and from the API.
  requiredFields: 'Please fill out all required fields.',
  invalidEmail: 'Please enter a valid email address.',
  invalidPhone: 'Please enter a valid 10-digit mobile number.',
  resumeRequired: 'Please upload your resume (PDF only, max 5 MB).',
  resumeNotPdf: 'Only PDF files are allowed!',
  resumeTooLarge: 'File size must be less than 5 MB!',
  ifuPaperRequestSent:
    'Your request was sent successfully. We post your paper copy free of charge within 7 calendar days.',
  loginRequired: 'Please enter email and password.',
  loginPasswordTooShort: `Password must be at least ${ADMIN_PASSWORD_MIN_LOGIN} characters.`,
  newPasswordTooShort: `New password must be at least ${ADMIN_PASSWORD_MIN_SET} characters.`,
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  currentPasswordIncorrect: 'Current password is incorrect',
  invalidCredentials: 'Invalid email or password',
  passwordTooCommon: 'This password is one of the most common passwords. Choose another.',
  twoFactorRequired: 'Two-factor code required',
  twoFactorInvalid: 'Invalid two-factor code',
  twoFactorCodeFormat: 'Enter the 6-digit code from your authenticator app or a recovery code.',
  twoFactorNotStarted: 'Start two-factor setup first.',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on.',
  twoFactorNotOn: 'Two-factor sign-in is not on.',
  twoFactorSetupRequired: 'Set up two-factor sign-in in your profile first.',
  passwordIncorrect: 'Password is incorrect',
  titleRequired: 'Title is required',
  invalidTopCategory: 'Invalid top category',
  invalidSubCategory: 'Invalid sub-category',
  invalidCategory: 'Invalid category',
  invalidStatus: 'Invalid status',
  invalidDuration: 'Duration must be minutes and seconds, like 1:32 (at most a day).',
  invalidSocialSource: 'Invalid social source',
  broadcastRequired: 'Please provide a title and valid category.',
  imageRequired: 'Please upload an image.',
  imageTooLarge: 'Image must be smaller than 5 MB.',
  imageType: 'Only PNG, JPEG, WebP or GIF images are allowed.',
  imageTooManyPixels: 'Image must be at most 25 megapixels (for example 6000 × 4000 pixels).',
  imageUnreadable: 'The image could not be read.',
  imageAltRequired: 'Please describe the image (alt text).',
  previewSocialPost: 'Social posts have no page of their own to preview.',
  imageFocus: 'The focal point must be between 0 and 1.',
  nameRequired: 'Name is required',
  messageRequired: 'Message is required',
  activeFlag: 'is_active must be 1 or 0',
  linkScheme: 'Links must start with http:// or https://',
  invalidDate: 'Invalid date',
  invalidId: 'Invalid id',
  invalidInput: 'Invalid input',

  // API errors that are not about one field.
  unauthorized: 'Unauthorized',
  tooManyRequests: 'Too many requests. Please try again later.',
  internalError: 'Internal server error',
  notFound: (what: string) => `${what} not found`,

  // Public site statuses and errors.
  loading: 'Loading…',
  loadingLatestBroadcast: 'Loading latest broadcast...',
  loadingPosts: 'Loading posts…',
  loadingNews: 'Loading news…',
  noVideoSelected: 'No video selected',
  somethingWentWrong: 'Something went wrong',
  failedToFetch: 'FAILED_TO_FETCH',
  showingSampleCard: 'Showing sample card below.',
  pageNotFound: '404 not found',
  careersFailed: 'Failed to load careers',
  contactSuccess: 'Message sent successfully!',
  contactFailed: 'Failed to send message. Please try again.',
  contactNetwork: 'Network error: Could not send message. Please check your connection.',
  applySuccess: '✅ Application submitted successfully!',
  applyFailedDefault: 'Failed to submit',
  applyNetwork: '❌ Failed to connect to server',
  searchPlaceholder: 'Search the site…',
  noQuickMatches: 'No quick matches. Press Enter to search.',
  searchUnavailable: 'Search service not available (unexpected response).',
  searchFailed: 'Failed to fetch content for search.',
  noResults: 'No results found.',

  // Admin: the prefixes of alerts and form errors; the server's message (else 'HTTP {status}') follows.
  loginFailed: 'Login failed',
  addFailed: 'Add failed',
  renameFailed: 'Rename failed',
  deleteFailed: 'Delete failed',
  saveFailed: 'Save failed',
  createFailed: 'Create failed',
  updateFailed: 'Update failed',
  openBroadcastFailed: 'Failed to open broadcast',
  malformedResponse: 'Malformed response',
  loadFailed: 'Failed to load',
  saveFormFailed: 'Failed to save',
} as const;

/** The apply form's status line marks a problem with '❌ ' before the text. */
export const applyProblem = (text: string) => `❌ ${text}`;

/** '❌ ' plus the server's error, or 'Failed to submit'. */
export const applyFailure = (serverError?: string) =>
  applyProblem(serverError?.trim() || MESSAGES.applyFailedDefault);

/** The contact form styles its status as success only when the text contains 'successfully'. */
export const isSuccessText = (text: string) => text.includes('successfully');
