-- The anonymous stand-in that keeps a deleted account's money history and past attendance (decision 014).
ALTER TABLE "profiles" ADD COLUMN "former_member" boolean DEFAULT false NOT NULL;