"""Characters in from where they already live, and out again: Foundry VTT actors
(:mod:`.foundry_files`), spreadsheets (:mod:`.csv_party`) and Deadwatch's own characters files,
read into a preview (:mod:`.preview`) that says, before anything is written, what each character
becomes, what is left out and what is refused; :mod:`.reading` reads the files a GM picked or
dropped, and :mod:`.command` imports a preview as one undoable action.
"""
