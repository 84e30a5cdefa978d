CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hcpcs_code_icd10s" (
	"hcpcs_code_id" uuid NOT NULL,
	"icd10_code" text NOT NULL,
	"is_primary_dx" boolean NOT NULL,
	"is_secondary_dx" boolean NOT NULL,
	CONSTRAINT "hcpcs_code_icd10s_hcpcs_code_id_icd10_code_pk" PRIMARY KEY("hcpcs_code_id","icd10_code")
);
--> statement-breakpoint
CREATE TABLE "hcpcs_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"category_id" uuid NOT NULL,
	"alias" text NOT NULL,
	"description" text NOT NULL,
	"short_description" text NOT NULL,
	"max_units_per_order" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hcpcs_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "icd10_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_carriers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"carrier_type" text NOT NULL,
	"payer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_carriers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"vertical_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"is_accessory" boolean NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_cpap" boolean NOT NULL,
	"is_oxygen_core" boolean NOT NULL,
	"quantity_limit" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sku" text NOT NULL,
	"product_id" uuid NOT NULL,
	"title" text NOT NULL,
	"size" text,
	"max_quantity" integer DEFAULT 1 NOT NULL,
	"retail_cost_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "product_verticals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_verticals_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"manufacturer" text NOT NULL,
	"model" text,
	"description" text NOT NULL,
	"hcpcs_code_id" uuid NOT NULL,
	"is_cash_only" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "provider_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"can_sign_orders" boolean DEFAULT true NOT NULL,
	CONSTRAINT "provider_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hcpcs_code_icd10s" ADD CONSTRAINT "hcpcs_code_icd10s_hcpcs_code_id_hcpcs_codes_id_fk" FOREIGN KEY ("hcpcs_code_id") REFERENCES "public"."hcpcs_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hcpcs_code_icd10s" ADD CONSTRAINT "hcpcs_code_icd10s_icd10_code_icd10_codes_code_fk" FOREIGN KEY ("icd10_code") REFERENCES "public"."icd10_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hcpcs_codes" ADD CONSTRAINT "hcpcs_codes_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_vertical_id_product_verticals_id_fk" FOREIGN KEY ("vertical_id") REFERENCES "public"."product_verticals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hcpcs_code_id_hcpcs_codes_id_fk" FOREIGN KEY ("hcpcs_code_id") REFERENCES "public"."hcpcs_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_pending_idx" ON "outbox_messages" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_messages_created_at_idx" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "hcpcs_codes_category_idx" ON "hcpcs_codes" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_categories_vertical_idx" ON "product_categories" USING btree ("vertical_id");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_hcpcs_code_idx" ON "products" USING btree ("hcpcs_code_id");