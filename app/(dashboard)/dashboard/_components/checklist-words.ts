import type { ChecklistItem } from "@/lib/onboarding/get-onboarding-checklist";

/** What each checklist item says, to do and done. */
export const checklistWords: Record<ChecklistItem["key"], { todo: string; done: string; hint: string }> = {
  widget_installed: {
    todo: "Install the widget",
    done: "Widget installed",
    hint: "Paste the snippet into a page of your site.",
  },
  first_comment: {
    todo: "Post your first comment",
    done: "First comment posted",
    hint: "Write one on a page where the widget shows.",
  },
  moderation_chosen: {
    todo: "Choose how comments are moderated",
    done: "Moderation chosen",
    hint: "Publish at once, or hold comments for review.",
  },
  teammate_invited: {
    todo: "Invite a teammate",
    done: "Teammate invited",
    hint: "Moderators and admins share the work.",
  },
  api_key_or_webhook: {
    todo: "Connect your backend",
    done: "API key or webhook made",
    hint: "Create an API key or a webhook endpoint.",
  },
};
