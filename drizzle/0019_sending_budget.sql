CREATE TABLE "mail_sending_budget" (
	"hour" bigint PRIMARY KEY NOT NULL,
	"hour_used" integer DEFAULT 0 NOT NULL,
	"second" bigint DEFAULT 0 NOT NULL,
	"second_used" integer DEFAULT 0 NOT NULL,
	"personal_waiting_until" bigint DEFAULT 0 NOT NULL
);
