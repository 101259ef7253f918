ALTER TABLE "login_history" ALTER COLUMN "id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mfa_challenges" ALTER COLUMN "id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ALTER COLUMN "id" SET NOT NULL;