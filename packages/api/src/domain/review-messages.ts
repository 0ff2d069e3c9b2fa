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
} as const;
