// In a module of its own (see ifu-messages.ts for why).
/** The review gate's texts (issue #25; docs/product.md, "Review before publishing"), staff-only as above. */
export const REVIEW_MESSAGES = {
  reviewMissing: (stages: string[]) =>
    `Not yet approved by ${stages.join(', ')}: each review stage must approve this version before it is published or scheduled.`,
  reviewNoPending: 'This item has no pending changes to publish.',
  reviewNotOn: 'Review is not switched on for this kind of content.',
  reviewStageUnknown: 'No such review stage.',
  reviewStageNotYours: 'You are not a signer of this review stage.',
  reviewOwnEdit: 'You made the latest change to this item, so another admin must sign it.',
  reviewCommentRequired: 'Please say what needs to change.',
  reviewStageNames: 'Review stages need distinct names of 1 to 80 characters.',
  reviewTooManyStages: 'At most 10 review stages.',
  reviewAdminUnknown: 'A stage names an admin who does not exist.',
  // Outside reviewers (docs/product.md, "Outside reviewers").
  linkInvalid: 'This review link is not valid. Check that you copied all of it, or ask for a new one.',
  linkExpired: (when: string) =>
    `This review link expired on ${when}. Ask the person who sent it for a new one.`,
  linkRevoked: 'This review link was withdrawn. Ask the person who sent it for a new one.',
  linkUsed: (reference: string) =>
    `This review link has been used: your decision is recorded as ${reference}. A further decision needs a new link.`,
  linkOutdated: (version: number) =>
    `This review link was made for version ${version}, and the item has changed since. Ask for a new link to review the current version.`,
  linkSignatureWrong: 'The e-mail address or the signing code is not right.',
  linkNotFound: 'No such review link.',
} as const;
