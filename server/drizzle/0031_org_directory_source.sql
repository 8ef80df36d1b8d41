-- Units the school directory writes (LDAP, an import) are marked by its next run; the console leaves them to it.
ALTER TABLE "org_units" ADD COLUMN "directory_source" text;