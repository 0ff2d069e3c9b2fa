// Every user-visible status and error text of the public site, in one table (spec §5 and §8).
import { RESUME_MAX_BYTES } from '@manovo/api/constants';

export const MESSAGES = {
  loading: 'Loading…',
  loadingLatestBroadcast: 'Loading latest broadcast...',
  loadingPosts: 'Loading posts…',
  loadingNews: 'Loading news…',
  noVideoSelected: 'No video selected',
  somethingWentWrong: 'Something went wrong',
  failedToFetch: 'FAILED_TO_FETCH',
  showingSampleCard: 'Showing sample card below.',
  notFound: '404 not found',

  contactRequired: 'Please fill out all required fields.',
  contactSuccess: 'Message sent successfully!',
  contactFailed: 'Failed to send message. Please try again.',
  contactNetwork: 'Network error: Could not send message. Please check your connection.',

  applyResumeRequired: '❌ Please upload your resume (PDF only, max 5 MB).',
  applyNotPdf: '❌ Only PDF files are allowed!',
  applyTooLarge: '❌ File size must be less than 5 MB!',
  applyPhone: '❌ Please enter a valid 10-digit mobile number.',
  applyRequired: '❌ Please fill out all required fields.',
  applyEmail: '❌ Please enter a valid email address.',
  applySuccess: '✅ Application submitted successfully!',
  applyFailedDefault: 'Failed to submit',
  applyNetwork: '❌ Failed to connect to server',

  careersFailed: 'Failed to load careers',
} as const;

export const RESUME_LIMIT_BYTES = RESUME_MAX_BYTES;

/** '❌ ' plus the server's error, or the default (spec §8). */
export const applyFailure = (serverError?: string) =>
  `❌ ${serverError?.trim() || MESSAGES.applyFailedDefault}`;

/** The success styling rule of the contact form: success only if the text says 'successfully'. */
export const isSuccessText = (text: string) => text.includes('successfully');
