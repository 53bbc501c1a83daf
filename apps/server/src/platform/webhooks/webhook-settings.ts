// The settings of webhook deliveries (decision 056), from config.webhooks.
export type WebhookSettings = {
  /** the wait before each retry, in order; after the last one fails, the webhook is disabled */
  retryScheduleMs: number[];
  /** how long a receiver has to answer */
  timeoutMs: number;
  /** http and loopback/private addresses allowed (tests and the demo only) */
  allowLocalHttp: boolean;
  /** how often the dispatcher looks at the feed when no NOTIFY woke it */
  dispatchPollMs: number;
};

/** The type of the message sent by the test call; it is no event of the catalogue. */
export const WEBHOOK_TEST_TYPE = 'webhook.test';
