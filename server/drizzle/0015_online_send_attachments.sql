CREATE TABLE "online_send_attachments" (
	"send_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "online_send_attachments_send_id_file_id_pk" PRIMARY KEY("send_id","file_id")
);
--> statement-breakpoint
DROP INDEX "online_send_channel_unique_idx";--> statement-breakpoint
ALTER TABLE "online_send_channel_deliveries" ADD COLUMN "round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "online_send_attachments" ADD CONSTRAINT "online_send_attachments_send_id_online_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."online_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_send_attachments" ADD CONSTRAINT "online_send_attachments_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_send_attachments_file_idx" ON "online_send_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_send_channel_round_idx" ON "online_send_channel_deliveries" USING btree ("send_id","channel","address","round");